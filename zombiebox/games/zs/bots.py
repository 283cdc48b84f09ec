"""Zombie Survival bots (pure)."""
from zombiebox.core.bots import RandomBot

BOTS = {"random": RandomBot, "household": RandomBot}

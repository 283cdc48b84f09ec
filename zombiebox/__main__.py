from zombiebox.cli import main

raise SystemExit(main())

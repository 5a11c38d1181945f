//  main.swift — flipbook
//  The shipped command line: Flipbook's own demos, through the same entry point a package of
//  yours calls.

import Flipbook
import FlipbookDemos

Flipbook.main(demos: Demos.all(), resources: ["Flipbook_FlipbookDemos"])

import Flipbook

Flipbook.main(demos: demos)

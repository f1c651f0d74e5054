"""Reflecto: hidden words read through mirrors on a frozen 7x7 lake."""

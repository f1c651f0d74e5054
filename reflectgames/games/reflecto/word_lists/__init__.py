"""Reflecto's word lists (en.txt, fr.txt) with their licence and attribution: data only.

Being a package, the folder ships with the app like any other part of it.
"""

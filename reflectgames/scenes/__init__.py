"""Screens of the app, kept on a stack by `reflectgames.app.App`."""

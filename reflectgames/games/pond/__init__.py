"""Reflection Pond: two frogs whose every move is mirrored in the other pond."""

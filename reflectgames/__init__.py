"""reflectgames: five small reflection board games on one computer."""

__version__ = "0.1.0"

"""Weather at a work site: Google Weather, then Open-Meteo, then documented defaults."""

-- Trigram similarity for the game search (GIN trigram indexes on game and studio names). pg_trgm is a
-- trusted extension: a database owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

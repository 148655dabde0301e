-- Trigram indexes back the admin search by name or e-mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

#!/bin/sh
# Run once by the postgres image when its data volume is first initialised
# (/docker-entrypoint-initdb.d): Keycloak's own database and role, apart from
# the portal's, with the password the compose file passes from .env. A volume
# made before this script existed needs `docker compose down -v` (or the same
# two statements run by hand).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v keycloak_password="$KEYCLOAK_DB_PASSWORD" <<'SQL'
CREATE ROLE keycloak LOGIN PASSWORD :'keycloak_password';
CREATE DATABASE keycloak OWNER keycloak;
SQL

-- The auth schema of the stack's own /auth/v1: the columns of GoTrue's tables that it uses, and the
-- helper functions policies call. Safe to run again.

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  encrypted_password text not null,
  raw_user_meta_data jsonb not null default '{}',
  confirmation_token text unique,
  confirmation_sent_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Pending links and codes, as GoTrue's auth.users keeps them: the sha224 hash of address and code,
-- never the code itself. Added apart so a data folder made before them gets them too.
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
alter table auth.users add column if not exists reauthentication_token text;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Two-step sign-in, as GoTrue keeps it: the user's TOTP factors, their challenges with the address
-- each was asked from, and the ways each session was proven (amr; a 'totp' one makes it aal2).

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '',
  factor_type text not null default 'totp',
  status text not null default 'unverified',
  secret text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_challenged_at timestamptz
);

alter table auth.sessions add column if not exists factor_id uuid references auth.mfa_factors (id) on delete set null;

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text not null,
  created_at timestamptz not null,
  verified_at timestamptz
);

-- Every authenticated request reads the user's factors; enrolment looks for challenges of leftovers.
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  updated_at timestamptz not null,
  primary key (session_id, authentication_method)
);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

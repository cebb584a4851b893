-- Double opt-in for the newsletter (docs/decisions.md, 'The newsletter list'). A sign-up counts for
-- nothing until its address confirms it by a link mailed to it; the row then is the consent record:
-- when consent was given (created_at), the exact text shown (consent_version), and when and how it
-- was confirmed. Tokens in mails are stored only as SHA-256 hashes. Only the service role reads any
-- of it; visitors reach it through the three functions granted to them at the end.

-- The consent text beside the footer form, one row per wording. Changing the footer's wording means a
-- new row here and a new default for newsletter_subscriptions.consent_version (a test compares them).
create table public.newsletter_consent_texts (
  version text primary key,
  consent_text text not null,
  shown_from date not null
);

insert into public.newsletter_consent_texts (version, consent_text, shown_from) values (
  '2026-11-26',
  'Få nyheter om markedsplassen og nye funksjoner rett i innboksen. Ved å melde deg på godtar du vilkårene og betingelsene våre.',
  '2026-11-26'
);

alter table public.newsletter_consent_texts enable row level security;
revoke all on table public.newsletter_consent_texts from anon, authenticated;
grant all on table public.newsletter_consent_texts to service_role;

-- The limits, and the salt of the keyed hashes below, in one row.
create table public.newsletter_settings (
  singleton boolean primary key default true check (singleton),
  -- Sign-ups one client (one IP address, one IPv6 /64) may make in 24 hours.
  signups_per_client_per_day integer not null default 10 check (signups_per_client_per_day > 0),
  hash_salt bytea not null default pg_catalog.sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
);
insert into public.newsletter_settings default values;

alter table public.newsletter_settings enable row level security;
revoke all on table public.newsletter_settings from anon, authenticated;
grant all on table public.newsletter_settings to service_role;

-- An existing row signed up before this migration: it gets a confirmation mail like a new one.
alter table public.newsletter_subscriptions
  add column consent_version text not null default '2026-11-26' references public.newsletter_consent_texts (version),
  add column confirmed_at timestamptz,
  add column confirmed_how text,
  add column confirmation_token_hash bytea,
  add column mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  add column mail_attempts integer not null default 0,
  add column mail_next_attempt_at timestamptz not null default now(),
  add column mail_claim uuid,
  add column mail_error text,
  add constraint newsletter_subscriptions_confirmed_how check ((confirmed_at is null) = (confirmed_how is null));

create unique index newsletter_subscriptions_confirmation_token
  on public.newsletter_subscriptions (confirmation_token_hash)
  where confirmation_token_hash is not null;
create index newsletter_subscriptions_mail_due
  on public.newsletter_subscriptions (mail_next_attempt_at)
  where confirmed_at is null and mail_status <> 'sent';
create index newsletter_subscriptions_created_at on public.newsletter_subscriptions (created_at);

-- Personal leave links: one per mail or page that carries one, all valid until the address leaves.
create table public.newsletter_leave_tokens (
  token_hash bytea primary key,
  subscription_id uuid not null references public.newsletter_subscriptions (id) on delete cascade,
  issued_at timestamptz not null default now()
);
create index newsletter_leave_tokens_subscription on public.newsletter_leave_tokens (subscription_id);

-- Keyed hashes kept 24 hours to hold the limits: the addresses mailed a confirmation, and the clients
-- that signed up. Neither can be turned back into an address.
create table public.newsletter_recent_mails (
  address_hash bytea primary key,
  mailed_at timestamptz not null
);
create table public.newsletter_recent_signups (
  client_hash bytea not null,
  signed_up_at timestamptz not null default now()
);
create index newsletter_recent_signups_client on public.newsletter_recent_signups (client_hash, signed_up_at);

alter table public.newsletter_leave_tokens enable row level security;
alter table public.newsletter_recent_mails enable row level security;
alter table public.newsletter_recent_signups enable row level security;
revoke all on table public.newsletter_leave_tokens, public.newsletter_recent_mails, public.newsletter_recent_signups from anon, authenticated;
grant all on table public.newsletter_leave_tokens, public.newsletter_recent_mails, public.newsletter_recent_signups to service_role;

-- A new token: 64 hex characters from 244 random bits (two version-4 UUIDs, hashed together).
create function public.newsletter_new_token() returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) || pg_catalog.uuid_send(pg_catalog.gen_random_uuid())), 'hex')
$$;

-- What is stored of a token.
create function public.newsletter_token_hash(token text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(newsletter_token_hash.token, 'UTF8'))
$$;

-- A keyed hash of an address or a client: the salt makes it useless outside this database.
create function public.newsletter_keyed_hash(value text) returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.sha256(s.hash_salt || pg_catalog.convert_to(newsletter_keyed_hash.value, 'UTF8'))
    from public.newsletter_settings s
$$;

-- The client of the current Data API request as the platform vouches for it: CF-Connecting-IP, else
-- the last X-Forwarded-For entry (the one the nearest proxy appended); an IPv6 address by its /64.
-- Null outside a Data API request.
create function public.newsletter_request_client() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  address text;
begin
  if headers is null then
    return null;
  end if;
  address := pg_catalog.btrim(coalesce(
    nullif(headers ->> 'cf-connecting-ip', ''),
    (pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ','))[pg_catalog.cardinality(pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ','))],
    'unknown'
  ));
  begin
    if pg_catalog.family(address::inet) = 6 then
      return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(address::inet, 64))) || '/64';
    end if;
    return pg_catalog.host(address::inet);
  exception when invalid_text_representation then
    return address;
  end;
end;
$$;

-- Before a visitor's sign-up: at most signups_per_client_per_day from one client in 24 hours, counted
-- under a lock per client so simultaneous sign-ups cannot all pass. Over the limit: PT429, which the
-- Data API answers 429. A duplicate rolls its count back with it.
create function public.newsletter_limit_signups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := public.newsletter_request_client();
  client_key bytea;
  allowed integer;
begin
  if client is null or pg_catalog.current_setting('role', true) = 'service_role' then
    return new;
  end if;
  client_key := public.newsletter_keyed_hash(client);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(pg_catalog.encode(client_key, 'hex'), 2611));
  select s.signups_per_client_per_day into allowed from public.newsletter_settings s;
  if (select pg_catalog.count(*) from public.newsletter_recent_signups r
       where r.client_hash = client_key
         and r.signed_up_at > pg_catalog.now() - interval '24 hours') >= allowed then
    raise exception 'Too many newsletter sign-ups from this client; try again later' using errcode = 'PT429';
  end if;
  insert into public.newsletter_recent_signups (client_hash) values (client_key);
  return new;
end;
$$;

create trigger newsletter_limit_signups
  before insert on public.newsletter_subscriptions
  for each row execute function public.newsletter_limit_signups();

-- Claims up to max_rows sign-ups whose confirmation mail is due: unconfirmed, not sent, tried fewer
-- than max_attempts times, next attempt reached, and no confirmation mailed to the address in the
-- last 24 hours. Each gets a claim, one more attempt counted, a lease of lease_seconds, a new
-- confirmation token (an earlier one stops working) and a new leave token. Returns them as a JSON
-- array of {id, claim, attempt, email, confirm_token, leave_token}; the tokens exist nowhere else.
create function public.claim_newsletter_confirmations(
  max_rows integer,
  max_attempts integer,
  lease_seconds integer
) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  due record;
  confirm_token text;
  leave_token text;
  claimed jsonb := '[]'::jsonb;
begin
  for due in
    select s.id, s.email
      from public.newsletter_subscriptions s
     where s.confirmed_at is null
       and s.mail_status <> 'sent'
       and s.mail_attempts < claim_newsletter_confirmations.max_attempts
       and s.mail_next_attempt_at <= pg_catalog.now()
       and not exists (
         select from public.newsletter_recent_mails m
          where m.address_hash = public.newsletter_keyed_hash(pg_catalog.lower(s.email))
            and m.mailed_at > pg_catalog.now() - interval '24 hours'
       )
     order by s.mail_next_attempt_at
     limit claim_newsletter_confirmations.max_rows
     for update skip locked
  loop
    confirm_token := public.newsletter_new_token();
    leave_token := public.newsletter_new_token();
    update public.newsletter_subscriptions s
       set mail_claim = pg_catalog.gen_random_uuid(),
           mail_attempts = s.mail_attempts + 1,
           mail_next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(secs => claim_newsletter_confirmations.lease_seconds),
           confirmation_token_hash = public.newsletter_token_hash(confirm_token)
     where s.id = due.id;
    insert into public.newsletter_leave_tokens (token_hash, subscription_id)
      values (public.newsletter_token_hash(leave_token), due.id);
    claimed := claimed || (
      select pg_catalog.jsonb_build_object(
        'id', s.id, 'claim', s.mail_claim, 'attempt', s.mail_attempts, 'email', s.email,
        'confirm_token', confirm_token, 'leave_token', leave_token)
        from public.newsletter_subscriptions s
       where s.id = due.id
    );
  end loop;
  return claimed;
end;
$$;

-- Records how the claimed attempt went: sent when failure is null (and the address is counted as
-- mailed for 24 hours), else failed with the error and the next attempt retry_after_seconds from now.
-- Only while `claim` still holds the row. Returns whether the outcome was recorded.
create function public.finish_newsletter_confirmation(
  subscription_id uuid,
  claim uuid,
  failure text,
  retry_after_seconds integer
) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  address text;
begin
  update public.newsletter_subscriptions s
     set mail_status = case when finish_newsletter_confirmation.failure is null then 'sent' else 'failed' end,
         mail_error = pg_catalog.left(finish_newsletter_confirmation.failure, 1000),
         mail_next_attempt_at =
           pg_catalog.now() + pg_catalog.make_interval(secs => finish_newsletter_confirmation.retry_after_seconds),
         mail_claim = null
   where s.id = finish_newsletter_confirmation.subscription_id
     and s.mail_claim = finish_newsletter_confirmation.claim
  returning s.email into address;
  if not found then
    return false;
  end if;
  if finish_newsletter_confirmation.failure is null then
    insert into public.newsletter_recent_mails (address_hash, mailed_at)
      values (public.newsletter_keyed_hash(pg_catalog.lower(address)), pg_catalog.now())
      on conflict (address_hash) do update set mailed_at = excluded.mailed_at;
  end if;
  return true;
end;
$$;

-- The confirmation page's press: confirms the sign-up whose unexpired confirmation token this is, and
-- answers a new personal leave token for the page to link; null for a token that is unknown, altered,
-- used or older than the 7 days an unconfirmed sign-up is kept.
create function public.confirm_newsletter_subscription(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirmed uuid;
  leave_token text;
begin
  if confirm_newsletter_subscription.token is null or confirm_newsletter_subscription.token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  update public.newsletter_subscriptions s
     set confirmed_at = pg_catalog.now(),
         confirmed_how = 'Bekreft påmeldingen på /nyhetsbrev/bekreft, fra lenken i bekreftelses-e-posten',
         confirmation_token_hash = null
   where s.confirmation_token_hash = public.newsletter_token_hash(confirm_newsletter_subscription.token)
     and s.confirmed_at is null
     and s.created_at > pg_catalog.now() - interval '7 days'
  returning s.id into confirmed;
  if confirmed is null then
    return null;
  end if;
  leave_token := public.newsletter_new_token();
  insert into public.newsletter_leave_tokens (token_hash, subscription_id)
    values (public.newsletter_token_hash(leave_token), confirmed);
  return leave_token;
end;
$$;

-- The leave page's press, or a mail program's one-click unsubscribe: removes the address and its
-- consent record at once. Whether a sign-up was removed; false for an unknown, altered or used token.
create function public.leave_newsletter(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if leave_newsletter.token is null or leave_newsletter.token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  delete from public.newsletter_subscriptions s
   using public.newsletter_leave_tokens t
   where t.token_hash = public.newsletter_token_hash(leave_newsletter.token)
     and s.id = t.subscription_id;
  return found;
end;
$$;

-- The owner's export (supabase/README.md): every confirmed address with a new personal leave token
-- for the mail that is about to go out, as a JSON array of {email, confirmed_at, leave_token}.
create function public.newsletter_mailing_list() returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  confirmed record;
  leave_token text;
  listed jsonb := '[]'::jsonb;
begin
  for confirmed in
    select s.id, s.email, s.confirmed_at from public.newsletter_subscriptions s
     where s.confirmed_at is not null
     order by s.confirmed_at
  loop
    leave_token := public.newsletter_new_token();
    insert into public.newsletter_leave_tokens (token_hash, subscription_id)
      values (public.newsletter_token_hash(leave_token), confirmed.id);
    listed := listed || pg_catalog.jsonb_build_object(
      'email', confirmed.email, 'confirmed_at', confirmed.confirmed_at, 'leave_token', leave_token);
  end loop;
  return listed;
end;
$$;

-- The retention job (hourly): sign-ups unconfirmed after 7 days, and the limits' hashes after 24
-- hours. A sign-up whose mail is being sent at this moment waits for the next run. Returns how many
-- sign-ups it deleted. src/dataProcessing.config.ts holds the same numbers; a test compares them.
create function public.delete_expired_newsletter_signups() returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.newsletter_subscriptions s
   where s.confirmed_at is null
     and s.created_at < pg_catalog.now() - interval '7 days'
     and not (s.mail_claim is not null and s.mail_next_attempt_at > pg_catalog.now());
  get diagnostics deleted = row_count;
  delete from public.newsletter_recent_mails m where m.mailed_at < pg_catalog.now() - interval '24 hours';
  delete from public.newsletter_recent_signups r where r.signed_up_at < pg_catalog.now() - interval '24 hours';
  return deleted;
end;
$$;

revoke all on function public.newsletter_new_token() from public, anon, authenticated;
revoke all on function public.newsletter_token_hash(text) from public, anon, authenticated;
revoke all on function public.newsletter_keyed_hash(text) from public, anon, authenticated;
revoke all on function public.newsletter_request_client() from public, anon, authenticated;
revoke all on function public.newsletter_limit_signups() from public, anon, authenticated;
revoke all on function public.claim_newsletter_confirmations(integer, integer, integer) from public, anon, authenticated;
revoke all on function public.finish_newsletter_confirmation(uuid, uuid, text, integer) from public, anon, authenticated;
revoke all on function public.newsletter_mailing_list() from public, anon, authenticated;
revoke all on function public.delete_expired_newsletter_signups() from public, anon, authenticated;
revoke all on function public.confirm_newsletter_subscription(text) from public;
revoke all on function public.leave_newsletter(text) from public;

grant execute on function public.newsletter_new_token(), public.newsletter_token_hash(text), public.newsletter_keyed_hash(text),
  public.newsletter_request_client() to service_role;
grant execute on function public.claim_newsletter_confirmations(integer, integer, integer) to service_role;
grant execute on function public.finish_newsletter_confirmation(uuid, uuid, text, integer) to service_role;
grant execute on function public.newsletter_mailing_list() to service_role;
grant execute on function public.delete_expired_newsletter_signups() to service_role;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;
grant execute on function public.leave_newsletter(text) to anon, authenticated, service_role;

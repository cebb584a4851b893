-- A signed-in user's own data (supabase/functions/account-data), GDPR art. 15 and 20: the function
-- counts the export against a limit per user, then reads what the site keeps of the account's address.
-- See docs/decisions.md, 'Your data'.

-- One row per export the function made for a user. A user's rows go with the user; any row older than
-- the window goes at the next claim, so nothing here outlives its use.
create table public.account_data_exports (
  user_id uuid not null references auth.users (id) on delete cascade,
  exported_at timestamptz not null default now()
);

create index account_data_exports_user_id_exported_at on public.account_data_exports (user_id, exported_at desc);
create index account_data_exports_exported_at on public.account_data_exports (exported_at);

alter table public.account_data_exports enable row level security;

revoke all on table public.account_data_exports from anon, authenticated;
grant all on table public.account_data_exports to service_role;

-- Counts an export against the user's limit before it is made: 0 when the user has had fewer than
-- max_exports in the last window_seconds (and this one is now counted), else the seconds until the
-- oldest of them leaves the window. Under a lock per user, as claim_password_check, so simultaneous
-- exports cannot all pass the count.
create function public.claim_account_data_export(account_id uuid, max_exports integer, window_seconds integer) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  oldest timestamptz;
begin
  if pg_catalog.current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'claim_account_data_export must run in a READ COMMITTED transaction';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('account_data_exports:' || account_id::text, 0));
  delete from public.account_data_exports e
   where e.exported_at < pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  if (select count(*) from public.account_data_exports e where e.user_id = account_id) >= max_exports then
    select min(e.exported_at) into oldest from public.account_data_exports e where e.user_id = account_id;
    return greatest(1, pg_catalog.ceil(extract(epoch from oldest + pg_catalog.make_interval(secs => window_seconds) - pg_catalog.now())))::integer;
  end if;
  insert into public.account_data_exports (user_id) values (account_id);
  return 0;
end;
$$;

-- What the site keeps of an address, whatever its letter case, as the export gives it:
-- {newsletter: null or the sign-up, contactMessages: [the messages, oldest first]}. Neither table knows
-- the user's id: the address is what ties them to the account.
--
-- Left out, as secrets of no use to the person or bookkeeping that says nothing about them: the rows'
-- ids (internal keys); confirmation_token_hash and the leave tokens' hashes (they prove a mail's link,
-- and must never leave the database); mail_claim and notification_claim (a sender's lease, which lets
-- its holder record an outcome); mail_next_attempt_at and notification_next_attempt_at (the retries'
-- timetable); mail_error and notification_error (the mail server's replies, about the site's mail
-- server); client_key (a keyed hash of the sender's IP address for the contact limit, which cannot be
-- turned back into the address); idempotency_key (the site's retry key of a message: whoever holds it
-- can learn whether that message was stored).
--
-- A message older than the 180 days the privacy statement promises is left out, though the hourly
-- delete_expired_contact_messages may not have deleted it yet (tests/backend/account-data.test.ts
-- compares the number with src/dataProcessing.config.ts).
create function public.account_data(account_email text) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'newsletter', (
      select pg_catalog.jsonb_build_object(
        'email', s.email,
        'consentGivenAt', s.created_at,
        'consentVersion', s.consent_version,
        'consentText', t.consent_text,
        'confirmedAt', s.confirmed_at,
        'confirmedHow', s.confirmed_how,
        'confirmationMailStatus', s.mail_status,
        'confirmationMailAttempts', s.mail_attempts
      )
        from public.newsletter_subscriptions s
        join public.newsletter_consent_texts t on t.version = s.consent_version
       where pg_catalog.lower(s.email) = pg_catalog.lower(account_data.account_email)
    ),
    -- Every field the visitor gave, by its column's name (the contact form's field names), as
    -- contact_message_fields picks them, so a new field is in the export without a change here. That
    -- counts notified_at as a field too (it lacks the notification_ prefix), so it is taken out and
    -- given as notifiedAt.
    'contactMessages', coalesce((
      select pg_catalog.jsonb_agg(
        (public.contact_message_fields(pg_catalog.to_jsonb(m)) - 'notified_at')
          || pg_catalog.jsonb_build_object(
            'sentAt', m.created_at,
            'notificationStatus', m.notification_status,
            'notificationAttempts', m.notification_attempts,
            'notifiedAt', m.notified_at
          )
        order by m.created_at
      )
        from public.contact_messages m
       where pg_catalog.lower(m.email) = pg_catalog.lower(account_data.account_email)
         and m.created_at >= pg_catalog.now() - interval '180 days'
    ), '[]'::jsonb)
  )
$$;

-- Only the account-data function (service role) may run them.
revoke all on function public.claim_account_data_export(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_account_data_export(uuid, integer, integer) to service_role;
revoke all on function public.account_data(text) from public, anon, authenticated;
grant execute on function public.account_data(text) to service_role;

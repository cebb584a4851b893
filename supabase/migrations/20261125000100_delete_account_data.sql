-- Deleting an account (supabase/functions/delete-account): the function checks the user's password,
-- within a limit on how often, then deletes the data tied to the account's address and the user.
-- See docs/decisions.md, 'Deleting an account'.

-- One row per password check the function made for a user. A user's rows go with the user; any row
-- older than the window goes at the next check, so nothing here outlives its use.
create table public.account_password_checks (
  user_id uuid not null references auth.users (id) on delete cascade,
  checked_at timestamptz not null default now()
);

create index account_password_checks_user_id_checked_at on public.account_password_checks (user_id, checked_at desc);
create index account_password_checks_checked_at on public.account_password_checks (checked_at);

alter table public.account_password_checks enable row level security;

revoke all on table public.account_password_checks from anon, authenticated;
grant all on table public.account_password_checks to service_role;

-- Counts a password check against the user's limit before it is made: true when the user has had
-- fewer than max_checks in the last window_seconds (and this one is now counted), false when not.
-- Under a lock per user, as store_contact_message under one per sender, so simultaneous guesses cannot
-- all pass the count.
create function public.claim_password_check(account_id uuid, max_checks integer, window_seconds integer) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'claim_password_check must run in a READ COMMITTED transaction';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('account_password_checks:' || account_id::text, 0));
  delete from public.account_password_checks c
   where c.checked_at < pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  if (select count(*) from public.account_password_checks c where c.user_id = account_id) >= max_checks then
    return false;
  end if;
  insert into public.account_password_checks (user_id) values (account_id);
  return true;
end;
$$;

-- Deletes the newsletter subscription and the contact messages sent from the account's address,
-- whatever its letter case; returns how many rows went. Neither table knows the user's id: the address
-- is what ties them to the account. A message whose notification is being sent goes too; the sender's
-- outcome then records nothing.
create function public.delete_account_data(account_email text) returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  subscriptions integer;
  messages integer;
begin
  delete from public.newsletter_subscriptions s where pg_catalog.lower(s.email) = pg_catalog.lower(account_email);
  get diagnostics subscriptions = row_count;
  delete from public.contact_messages m where pg_catalog.lower(m.email) = pg_catalog.lower(account_email);
  get diagnostics messages = row_count;
  return subscriptions + messages;
end;
$$;

-- Only the delete-account function (service role) may run them.
revoke all on function public.claim_password_check(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_password_check(uuid, integer, integer) to service_role;
revoke all on function public.delete_account_data(text) from public, anon, authenticated;
grant execute on function public.delete_account_data(text) to service_role;

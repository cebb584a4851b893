-- The contact function's rate limit, checked and applied in one step. A message is stored only while
-- its sender (client_key) has fewer than max_messages messages from the last window_seconds; it
-- returns the new message's id, or null when the sender is over the limit and nothing was stored.
--
-- A transaction-scoped advisory lock per client key makes simultaneous messages from one sender wait
-- for each other: each counts only after the one before it has committed (or given up), so a burst
-- cannot all pass the count before any of them is stored. Senders with other keys never wait.
-- Counting first and inserting in a second request let bursts of 20 through against a limit of 5.

create function public.store_contact_message(
  name text,
  email text,
  subject text,
  message text,
  client_key text,
  max_messages integer,
  window_seconds integer
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored_id uuid;
begin
  -- The count below must see what others committed while this call waited for the lock, which only
  -- READ COMMITTED (PostgREST's default) gives; under a snapshot taken earlier the limit would not hold.
  if pg_catalog.current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'store_contact_message must run in a READ COMMITTED transaction';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('contact_messages:' || store_contact_message.client_key, 0)
  );
  -- A statement of its own, so it sees every message committed while this one waited for the lock.
  if (
    select count(*)
      from public.contact_messages m
     where m.client_key = store_contact_message.client_key
       and m.created_at >= pg_catalog.now() - pg_catalog.make_interval(secs => store_contact_message.window_seconds)
  ) >= store_contact_message.max_messages then
    return null;
  end if;

  insert into public.contact_messages (name, email, subject, message, client_key)
  values (
    store_contact_message.name,
    store_contact_message.email,
    store_contact_message.subject,
    store_contact_message.message,
    store_contact_message.client_key
  )
  returning id into stored_id;
  return stored_id;
end;
$$;

-- Only the contact function (service role) may store messages, as only it may reach the table.
revoke all on function public.store_contact_message(text, text, text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.store_contact_message(text, text, text, text, text, integer, integer) to service_role;

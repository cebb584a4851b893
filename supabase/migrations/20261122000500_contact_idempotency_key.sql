-- A contact message sent again under the same idempotency key is stored once. The site sends each
-- message with a key of its own (the Idempotency-Key header) and sends it again under the same key
-- when the answer was lost (the network dropped it, a gateway answered 502): the first attempt may
-- have been stored, and the visitor's retry must not store it a second time nor mail it twice.

alter table public.contact_messages add column idempotency_key uuid;

create unique index contact_messages_idempotency_key on public.contact_messages (idempotency_key);

-- Stores the message under `idempotency_key` through store_contact_message (its rate limit and lock
-- included), or finds the message already stored under it. `id` is the message's id, null when the
-- sender is over the limit and nothing was stored; `repeated` says it was stored by an earlier call,
-- so its notification is already under way. A repeat does not count against the limit.
create function public.store_contact_message_once(
  name text,
  email text,
  subject text,
  message text,
  client_key text,
  max_messages integer,
  window_seconds integer,
  idempotency_key uuid,
  out id uuid,
  out repeated boolean
)
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Two calls with one key wait for each other, so the second finds what the first stored (a statement
  -- of its own, under READ COMMITTED, sees what committed while it waited) instead of storing it again.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('contact_messages.idempotency_key:' || store_contact_message_once.idempotency_key::text, 0)
  );
  select m.id into id from public.contact_messages m where m.idempotency_key = store_contact_message_once.idempotency_key;
  if id is not null then
    repeated := true;
    return;
  end if;

  repeated := false;
  id := public.store_contact_message(
    store_contact_message_once.name,
    store_contact_message_once.email,
    store_contact_message_once.subject,
    store_contact_message_once.message,
    store_contact_message_once.client_key,
    store_contact_message_once.max_messages,
    store_contact_message_once.window_seconds
  );
  if id is not null then
    update public.contact_messages m set idempotency_key = store_contact_message_once.idempotency_key where m.id = store_contact_message_once.id;
  end if;
end;
$$;

revoke all on function public.store_contact_message_once(text, text, text, text, text, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.store_contact_message_once(text, text, text, text, text, integer, integer, uuid) to service_role;

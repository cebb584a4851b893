-- The contact functions take and give a message as one record (jsonb), so that a new field of the contact form is one
-- `alter table public.contact_messages add column ...` (with its check) and no function's signature changes.
--
-- A message field is a column of contact_messages that is not the table's own bookkeeping: the id, the sender's
-- client_key, created_at, the idempotency_key and the notification_* columns. A bookkeeping column added later must be
-- added to public.contact_message_field too. The rules of every field stay the table's checks (lengths, the address's
-- form), so a message the site's rules accept is stored and any other is refused by the table as before.

-- Whether a column of contact_messages is a field of the message.
create function public.contact_message_field(column_name text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select not (
    column_name in ('id', 'client_key', 'created_at', 'idempotency_key') or pg_catalog.starts_with(column_name, 'notification_')
  )
$$;

-- The message fields of a row of contact_messages as jsonb, the bookkeeping left out.
create function public.contact_message_fields(message_row jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(f.key, f.value), '{}'::jsonb)
    from pg_catalog.jsonb_each(message_row) f
   where public.contact_message_field(f.key)
$$;

drop function public.store_contact_message_once(text, text, text, text, text, integer, integer, uuid);
drop function public.store_contact_message(text, text, text, text, text, integer, integer);

-- As before (20261122000300_store_contact_message.sql): the rate limit, checked and applied in one step under a lock
-- per client key, in READ COMMITTED; the new message's id, or null when the sender is over the limit. `message` is an
-- object of the message's fields; a key that is no message field is refused (22023), a missing field is the table's
-- not-null refusal.
create function public.store_contact_message(
  message jsonb,
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
  field_list text;
  value_list text;
begin
  if pg_catalog.current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'store_contact_message must run in a READ COMMITTED transaction';
  end if;
  if pg_catalog.jsonb_typeof(store_contact_message.message) is distinct from 'object' then
    raise exception 'store_contact_message: the message must be a JSON object' using errcode = '22023';
  end if;
  if exists (
    select 1
      from pg_catalog.jsonb_object_keys(store_contact_message.message) k(name)
     where not public.contact_message_field(k.name)
        or not exists (
          select 1 from pg_catalog.pg_attribute a
           where a.attrelid = 'public.contact_messages'::pg_catalog.regclass
             and a.attnum > 0 and not a.attisdropped and a.attname = k.name
        )
  ) then
    raise exception 'store_contact_message: the message holds a key that is no field of contact_messages' using errcode = '22023';
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

  select pg_catalog.string_agg(pg_catalog.quote_ident(k.name), ', ' order by k.name),
         pg_catalog.string_agg('r.' || pg_catalog.quote_ident(k.name), ', ' order by k.name)
    into field_list, value_list
    from pg_catalog.jsonb_object_keys(store_contact_message.message) k(name);
  execute pg_catalog.format(
    'insert into public.contact_messages (%s) select %s from pg_catalog.jsonb_populate_record(null::public.contact_messages, $1) r returning id',
    pg_catalog.concat_ws(', ', field_list, 'client_key'),
    pg_catalog.concat_ws(', ', value_list, '$2')
  )
    into stored_id
    using store_contact_message.message, store_contact_message.client_key;
  return stored_id;
end;
$$;

-- As before (20261122000500_contact_idempotency_key.sql): stored once per idempotency key, through
-- store_contact_message; `repeated` when an earlier call stored it.
create function public.store_contact_message_once(
  message jsonb,
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

-- As before (20261123000100_contact_notification_retries.sql), but each claimed message carries all its fields:
-- {id, claim, attempt, ...the message's fields}.
create or replace function public.claim_contact_notifications(
  max_messages integer,
  max_attempts integer,
  lease_seconds integer,
  message_id uuid default null
) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  with due as (
    select m.id
      from public.contact_messages m
     where m.notification_status <> 'sent'
       and m.notification_attempts < claim_contact_notifications.max_attempts
       and m.notification_next_attempt_at <= pg_catalog.now()
       and (claim_contact_notifications.message_id is null or m.id = claim_contact_notifications.message_id)
     order by m.notification_next_attempt_at
     limit claim_contact_notifications.max_messages
     for update skip locked
  ), taken as (
    update public.contact_messages m
       set notification_claim = pg_catalog.gen_random_uuid(),
           notification_attempts = m.notification_attempts + 1,
           notification_next_attempt_at =
             pg_catalog.now() + pg_catalog.make_interval(secs => claim_contact_notifications.lease_seconds)
      from due
     where m.id = due.id
    returning m.*
  )
  select coalesce(
           pg_catalog.jsonb_agg(
             public.contact_message_fields(pg_catalog.to_jsonb(taken))
               || pg_catalog.jsonb_build_object('id', taken.id, 'claim', taken.notification_claim, 'attempt', taken.notification_attempts)
           ),
           '[]'::jsonb
         )
    into claimed
    from taken;
  return claimed;
end;
$$;

revoke all on function public.contact_message_field(text) from public, anon, authenticated;
grant execute on function public.contact_message_field(text) to service_role;
revoke all on function public.contact_message_fields(jsonb) from public, anon, authenticated;
grant execute on function public.contact_message_fields(jsonb) to service_role;
revoke all on function public.store_contact_message(jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.store_contact_message(jsonb, text, integer, integer) to service_role;
revoke all on function public.store_contact_message_once(jsonb, text, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.store_contact_message_once(jsonb, text, integer, integer, uuid) to service_role;

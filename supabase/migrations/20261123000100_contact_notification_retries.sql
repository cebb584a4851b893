-- Every contact message reaches the owner: a notification that is pending or failed is tried again,
-- with back-off, until it is sent or has been tried max_attempts times. Whoever sends a notification
-- (the contact function's first send, or a scheduled retry run) claims the message first, and only
-- the holder of the claim may record the outcome, so two overlapping runs never send one message
-- twice nor record one attempt twice.
--
-- notification_next_attempt_at: when the message may next be claimed. A claim moves it a lease ahead
-- (while the holder sends, nobody else takes the message); a failure moves it to the next attempt of
-- the back-off the caller passes. notification_claim: the current holder's token, null when none.

alter table public.contact_messages
  add column notification_next_attempt_at timestamptz not null default now(),
  add column notification_claim uuid;

create index contact_messages_notification_due
  on public.contact_messages (notification_next_attempt_at)
  where notification_status <> 'sent';

-- Claims up to max_messages messages that are due (not sent, tried fewer than max_attempts times,
-- next attempt reached), or only message_id when given: each gets a new claim token, one more
-- attempt counted, and a lease of lease_seconds. Returns them as a JSON array of
-- {id, claim, attempt, name, email, subject, message}.
--
-- On PostgreSQL the rows are locked as they are picked, and rows another claimer holds locked are
-- skipped; under READ COMMITTED a row that another claim updated meanwhile is checked again against
-- the conditions and left out, so no message is ever handed to two claimers at once.
create function public.claim_contact_notifications(
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
    returning m.id, m.notification_claim as claim, m.notification_attempts as attempt, m.name, m.email, m.subject, m.message
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(taken)), '[]'::jsonb)
    into claimed
    from taken;
  return claimed;
end;
$$;

-- Records how the claimed attempt went: sent when failure is null, else failed with the error and
-- the next attempt retry_after_seconds from now. Only while `claim` still holds the message: a
-- sender whose lease ran out and whose message another has claimed since changes nothing. Returns
-- whether the outcome was recorded.
create function public.finish_contact_notification(
  message_id uuid,
  claim uuid,
  failure text,
  retry_after_seconds integer
) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.contact_messages m
     set notification_status = case when finish_contact_notification.failure is null then 'sent' else 'failed' end::public.contact_notification_status,
         notification_error = pg_catalog.left(finish_contact_notification.failure, 1000),
         notified_at = case when finish_contact_notification.failure is null then pg_catalog.now() end,
         notification_next_attempt_at =
           pg_catalog.now() + pg_catalog.make_interval(secs => finish_contact_notification.retry_after_seconds),
         notification_claim = null
   where m.id = finish_contact_notification.message_id
     and m.notification_claim = finish_contact_notification.claim;
  return found;
end;
$$;

-- Only the contact function (service role) may claim and record notifications, as only it may reach the table.
revoke all on function public.claim_contact_notifications(integer, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_notifications(integer, integer, integer, uuid) to service_role;
revoke all on function public.finish_contact_notification(uuid, uuid, text, integer) from public, anon, authenticated;
grant execute on function public.finish_contact_notification(uuid, uuid, text, integer) to service_role;

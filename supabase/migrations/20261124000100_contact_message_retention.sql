-- Contact messages are deleted 180 days after they came, as the privacy statement promises
-- (`dataProcessing.retention.contactMessagesDays` in src/dataProcessing.config.ts holds the same number;
-- tests/backend/contact-retention.test.ts fails when the two differ). The local stack runs this every
-- hour; a hosted project schedules it with Supabase Cron (supabase/README.md).
--
-- A message is deleted whatever its notification status: the retries give up after about 8.5 hours,
-- so an unsent message this old was given up long ago. Only one whose notification is being sent at
-- this moment (a claim whose lease still runs) waits for the next run (docs/decisions.md, 'How long
-- contact messages are kept').

create index contact_messages_created_at on public.contact_messages (created_at);

-- Deletes the expired messages; returns how many.
create function public.delete_expired_contact_messages() returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_messages m
   where m.created_at < pg_catalog.now() - interval '180 days'
     and not (m.notification_claim is not null and m.notification_next_attempt_at > pg_catalog.now());
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke all on function public.delete_expired_contact_messages() from public, anon, authenticated;
grant execute on function public.delete_expired_contact_messages() to service_role;

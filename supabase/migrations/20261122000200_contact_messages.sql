-- Messages from the contact form. Only the contact function (service role) reads or writes them:
-- every message is stored before a notification is tried, and a failed notification stays
-- marked for another attempt.

create type public.contact_notification_status as enum ('pending', 'sent', 'failed');

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 100),
  email text not null check (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (char_length(subject) between 2 and 200),
  message text not null check (char_length(message) between 10 and 5000),
  -- A keyed hash of the sender's IP address, for the rate limit; never the address itself.
  client_key text not null,
  created_at timestamptz not null default now(),
  notification_status public.contact_notification_status not null default 'pending',
  notification_attempts integer not null default 0,
  notification_error text,
  notified_at timestamptz
);

create index contact_messages_client_key_created_at on public.contact_messages (client_key, created_at desc);
create index contact_messages_unsent on public.contact_messages (created_at) where notification_status <> 'sent';

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
grant all on table public.contact_messages to service_role;

-- Newsletter sign-ups. Visitors may add their address; nobody reads the list through the API.

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_subscriptions_email_length check (char_length(email) <= 254)
    constraint newsletter_subscriptions_email_format check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now()
);

-- One subscription per address, whatever its letter case.
create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));

alter table public.newsletter_subscriptions enable row level security;

revoke all on table public.newsletter_subscriptions from anon, authenticated;
grant insert (email) on table public.newsletter_subscriptions to anon, authenticated;
grant all on table public.newsletter_subscriptions to service_role;

create policy "Anyone may subscribe"
  on public.newsletter_subscriptions
  for insert
  to anon, authenticated
  with check (true);

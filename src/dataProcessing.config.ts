import { placeholder } from './placeholder'

/**
 * The business facts about personal data, which the privacy statement is written from: how long each
 * kind is kept and who processes it for us. Beside `site.config.ts` rather than in it, so that only
 * /personvern loads them: every page loads `siteConfig`, and the first-load budget has no room left.
 */
export const dataProcessing = {
  retention: {
    /**
     * Days a contact message is kept after it came. The database job `delete_expired_contact_messages`
     * (supabase/migrations) deletes older ones and holds the same number; tests/backend/contact-retention.test.ts
     * fails when the two differ.
     */
    contactMessagesDays: 180,
    /**
     * Days a newsletter sign-up waits for its confirmation before it is deleted. The database job
     * `delete_expired_newsletter_signups` and the confirmation hold the same number;
     * tests/backend/newsletter-retention.test.ts and newsletter-confirmation.test.ts fail when they differ.
     */
    newsletterUnconfirmedDays: 7,
    /**
     * Hours the one-way hashes that limit newsletter misuse are kept: of an address after its
     * confirmation mail, and of a sender's network address. The backend holds the same number;
     * tests/backend/newsletter-retention.test.ts fails when the two differ.
     */
    newsletterAbuseHashHours: 24,
    /** Hours the analytics provider keeps what tells one visitor from another (a daily changing hash). */
    analyticsVisitorHashHours: placeholder(24),
    /** Days the host and the backend keep their request logs. */
    serverLogsDays: placeholder(30),
  },
  /** The data processors, each with where it keeps the data. */
  processors: {
    backend: { name: 'Supabase', location: placeholder('EU (Frankfurt, Tyskland)') },
    emailSender: { name: placeholder('E-postleverandøren (SMTP)'), location: placeholder('EU/EØS') },
    analytics: { name: placeholder('Plausible Analytics'), location: placeholder('EU') },
    bookingPage: { name: placeholder('Calendly'), location: placeholder('USA') },
    host: { name: placeholder('Vertsleverandøren for nettstedet'), location: placeholder('EU/EØS') },
  },
} as const

import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import { type Enrolment, twoStepSettingMachine } from '../../../machines/twoStepSetting.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { siteConfig } from '../../site.config'
import { giveCode } from '../shared/twoStepFactor'
import { browserIsOnline, loadToastsAhead, unlessOffline } from '../shared/unlessOffline'
import type { FormFlow } from '../shared/useFormFlow'

export type TwoStepSettingLogic = typeof twoStepSettingMachine

type Client = () => Promise<Pick<SupabaseClient, 'auth'>>

/**
 * The effects of 'Totrinnsinnlogging' on 'Min konto', through supabase-js. The factor's issuer is the
 * site's name, so the app lists it as 'Havbørs', never as a host. A setup left half-finished (an
 * unverified factor) is removed before the next, as Supabase Auth would refuse a second one of the same
 * name. Turning it off gives the code first (aal2 anew), then refreshes the session, whose token says
 * aal2 until then.
 */
export function twoStepSettingFlow(on: boolean, client: Client = getSupabase, isOnline = browserIsOnline): FormFlow<TwoStepSettingLogic> {
  loadToastsAhead()
  const withAuth = <T>(effect: (auth: Pick<SupabaseClient, 'auth'>['auth']) => Promise<T>) =>
    unlessOffline(isOnline, async () => effect((await client()).auth))

  const enrolFactor = fromPromise<Enrolment, void>(() =>
    withAuth(async (auth) => {
      const factors = await auth.mfa.listFactors()
      if (factors.error) throw factors.error
      for (const leftover of factors.data.all.filter((factor) => factor.status === 'unverified')) {
        const { error } = await auth.mfa.unenroll({ factorId: leftover.id })
        if (error) throw error
      }
      const { data, error } = await auth.mfa.enroll({ factorType: 'totp', issuer: siteConfig.productName })
      if (error) throw error
      return { factorId: data.id, qrCode: svgImageAddress(data.totp.qr_code), secret: data.totp.secret, otpauthUri: data.totp.uri }
    }),
  )
  const confirmFactor = fromPromise<void, { factorId: string; code: string }>(({ input }) =>
    withAuth(async (auth) => {
      const { error } = await auth.mfa.challengeAndVerify(input)
      if (error) throw error
    }),
  )
  const removeFactor = fromPromise<void, { code: string }>(({ input }) =>
    withAuth(async (auth) => {
      const factorId = await giveCode(auth, input.code)
      const removed = await auth.mfa.unenroll({ factorId })
      if (removed.error) throw removed.error
      const refreshed = await auth.refreshSession()
      if (refreshed.error) throw refreshed.error
    }),
  )
  return { logic: twoStepSettingMachine.provide({ actors: { enrolFactor, confirmFactor, removeFactor } }), input: { on } }
}

const SVG_PREFIX = 'data:image/svg+xml;utf-8,'

/**
 * The QR code as an image address a browser shows. supabase-js puts the raw SVG after `data:…,`, whose
 * `#` colours end the address as a fragment would, so the picture never draws; encoded, it does.
 */
export function svgImageAddress(qrCode: string): string {
  const svg = qrCode.startsWith(SVG_PREFIX) ? qrCode.slice(SVG_PREFIX.length) : qrCode
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

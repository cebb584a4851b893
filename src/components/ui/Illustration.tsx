import { css } from 'styled-system/css'

/**
 * The site's drawings, each a file of its own under `public/illustrations/` so that no page's script carries
 * it. All are decorative (empty alt): the text beside them says what they show.
 */
const illustrations = {
  /** A service boat under way past the pens of a fish farm, its feed barge behind, under a low sun. */
  serviceBoatAtFarm: { src: '/illustrations/hero-boat.svg', width: 480, height: 340 },
  /** A farm site seen from the sea: three pens with their bird nets, the feed barge, a pin on the site, a boat alongside. */
  farmSite: { src: '/illustrations/farm-site.svg', width: 480, height: 340 },
  /** A well boat on its way, its route dashed ahead of it to the pin on the next site. */
  wellBoatUnderWay: { src: '/illustrations/well-boat.svg', width: 480, height: 340 },
  /** The app on a phone: an urgent net-cleaning job, its boats on a map and the offers in order of arrival. */
  appJobOffers: { src: '/illustrations/app-job-offers.svg', width: 220, height: 400 },
} as const

export type IllustrationName = keyof typeof illustrations

/**
 * Lazy even at the top of a page: the heroes show their drawing on wide screens only, and a lazy image that is
 * not displayed is never fetched, so a phone does not spend its network on it.
 */
export function Illustration({ name }: { name: IllustrationName }) {
  const { src, width, height } = illustrations[name]
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
      className={css({ display: 'block', maxW: 'full', h: 'auto' })}
    />
  )
}

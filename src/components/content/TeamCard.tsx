import { css, cx } from 'styled-system/css'
import type { TeamMember } from '../../content/about'
import { Icon } from '../ui/Icon'
import { textLinkClass } from './TextLink'

const profileLinkClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minHeight: '11', mt: '4' })

function initials(name: string) {
  return name
    .split(' ')
    .map((word) => word.charAt(0))
    .join('')
}

/** One person of the team: initials as a portrait, name, role, a short bio and the profile link. */
export function TeamCard({ member, profileLinkLabel }: { member: TeamMember; profileLinkLabel: string }) {
  return (
    <article
      className={css({
        h: 'full',
        display: 'flex',
        flexDirection: 'column',
        p: '6',
        bg: 'bg',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'xl',
        boxShadow: 'sm',
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '16',
          h: '16',
          borderRadius: 'full',
          bg: 'brand',
          color: 'fg.inverted',
          fontSize: 'xl',
          fontWeight: 'bold',
          mb: '4',
        })}
      >
        {initials(member.name)}
      </span>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{member.name}</h3>
      <p className={css({ color: 'accent', fontWeight: 'semibold', mb: '3' })}>{member.role}</p>
      <p className={css({ color: 'fg.muted', flex: '1' })}>{member.bio}</p>
      <a href={member.profileUrl} rel="noopener noreferrer" className={cx(textLinkClass, profileLinkClass)}>
        <Icon name="linkedin" width={20} height={20} />
        {profileLinkLabel}
      </a>
    </article>
  )
}

import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { PASSWORD_RULES } from '../../../machines/validation/passwordPolicy'
import { Icon } from '../../components/ui/Icon'
import { authPageText, PASSWORD_RULE_CHECKLIST } from '../../content/authForm'

/**
 * The sign-up password rules as a checklist that follows the typing (docs/decisions.md, 'Passwords
 * on sign-in and sign-up'). The password field points to it, so a screen reader hears the rules with
 * the field; each rule says in words whether it is met, not by colour alone. An empty field (before
 * typing, and after a sign-up clears it) has the rules listed, neither met nor failed.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id}>
      <p className={css({ fontWeight: 'semibold', mb: '2' })}>{authPageText.checklistTitle}</p>
      <ul className={css({ display: 'grid', gap: '1.5' })}>
        {PASSWORD_RULES.map((rule) => {
          const met = password === '' ? null : rule.test(password)
          return (
            <li
              key={rule.id}
              data-met={met ?? undefined}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                color: 'fg.muted',
                '&[data-met=true]': { color: 'status.success' },
              })}
            >
              <Icon name={met === null ? 'dot' : met ? 'check' : 'close'} width={18} height={18} className={css({ flexShrink: 0 })} />
              <span>
                {PASSWORD_RULE_CHECKLIST[rule.id]}
                {met !== null && <span className={visuallyHidden()}>{` (${met ? authPageText.rulesMet : authPageText.rulesUnmet})`}</span>}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

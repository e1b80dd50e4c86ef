import { formatDateTime } from '../../../design-system';
import { moderationGrounds, restrictionOf } from '../../../openapi/domain/moderation-texts';
import type { components } from '../../../openapi/generated/product';
import * as layout from '../../shell/screen.css';
import { moderationTexts } from './moderation-texts';
import * as styles from './moderation.css';

const t = moderationTexts.statement;

/** A decision's statement of reasons (DSA Art. 17): what it restricted, the facts, the ground, how it was taken, and when. */
export function DecisionStatement({ decision }: { decision: components['schemas']['ModerationDecision'] }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t.restricted}</dt>
        <dd>{restrictionOf(decision.action, decision.productName)}</dd>
        <dt>{t.facts}</dt>
        <dd>{decision.facts}</dd>
        <dt>{t.ground}</dt>
        <dd>
          {moderationGrounds[decision.ground]}: {decision.groundDetail}
        </dd>
        <dt>{t.automated}</dt>
        <dd>{decision.automated ? t.automatedYes : t.automatedNo}</dd>
        <dt>{t.decidedAt}</dt>
        <dd>{formatDateTime(decision.decidedAt)}</dd>
        <dt>{t.reports}</dt>
        <dd>{decision.reports}</dd>
      </dl>
      {decision.reversedAt ? <p className={layout.muted}>{t.reversed(formatDateTime(decision.reversedAt))}</p> : null}
    </>
  );
}

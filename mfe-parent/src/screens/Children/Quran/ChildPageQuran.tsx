import type { Child } from '@young-minds/contracts';
import { useParentT } from '../../../messages';
import { Panel } from '../../../shared/parts';
import { HifzProgress } from './HifzProgress';
import { Recitations } from './Recitations';

/** The child's Quran corner as the parent sees it: what is memorised and due, and the recitations to answer. */
export function ChildPageQuran({ child }: { child: Child }) {
  const t = useParentT();
  return (
    <Panel id="quran" aria-labelledby="quran-heading">
      <h2 id="quran-heading">{t('quran.title')}</h2>
      <HifzProgress child={child} />
      <Recitations child={child} />
    </Panel>
  );
}

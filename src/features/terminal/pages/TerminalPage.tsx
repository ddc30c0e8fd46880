import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function TerminalPage() {
  return <UnderConstruction titleKey="titles.terminal" />;
}

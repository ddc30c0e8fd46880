import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function TerminalDonePage() {
  return <UnderConstruction titleKey="titles.terminalDone" />;
}

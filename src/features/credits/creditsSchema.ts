import * as yup from 'yup';
import { creditsChoiceProblem } from '@/lib/credits';

export interface BuyCreditsValues {
  priceId: string;
}

/** Section 5 "number of credits must be chosen" (section 8: "Please select a number of credits"). */
export function buyCreditsSchema(offered: readonly string[]) {
  return yup.object({
    priceId: yup.string().test('choice', ({ value }) => (creditsChoiceProblem(value, offered) === 'unknown' ? 'common:errors.cannotPurchaseCredits' : 'common:errors.selectCredits'), (value) => creditsChoiceProblem(value, offered) === null),
  });
}

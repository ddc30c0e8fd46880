import type { RoleChoice } from '@/api/types/member';
import type { RoleType } from '@/api/types/user';
import { CAPABILITIES, readCapabilities } from '@/lib/permissions';
import { isValidEmail, parseEmailList } from '@/lib/email';

/** A new role type keeps the capabilities chosen so far only for a USER (an OWNER has all, a VIEWER none). */
export function withRole(choice: RoleChoice, roleType: RoleType): RoleChoice {
  if (roleType === 'OWNER') return { roleType, capabilities: [...CAPABILITIES] };
  if (roleType === 'VIEWER') return { roleType, capabilities: [] };
  return { roleType, capabilities: choice.roleType === 'USER' ? choice.capabilities : ['edit'] };
}

/** What is sent: our capability names, whatever spelling the backend used (`all_capabilities`...). */
export function roleToSend(choice: RoleChoice): RoleChoice {
  if (choice.roleType !== 'USER') return withRole(choice, choice.roleType);
  return { roleType: 'USER', capabilities: [...readCapabilities(choice.capabilities)] };
}

/** A member's or an invitation's current role as the editor starts from it. */
export function choiceOf(item: { roleType: RoleType; capabilities: string[] }): RoleChoice {
  return item.roleType === 'USER' ? { roleType: 'USER', capabilities: [...readCapabilities(item.capabilities)] } : withRole(item, item.roleType);
}

/** Spec section 5: the comma-separated list, each entry checked; the invalid ones are named. */
export function invalidEmails(list: string): string[] {
  return parseEmailList(list).filter((email) => !isValidEmail(email));
}

/** The addresses to invite, each once (case-insensitive). */
export function emailsToInvite(list: string): string[] {
  const seen = new Set<string>();
  return parseEmailList(list).filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

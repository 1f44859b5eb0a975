import type { DefinitionDetail } from '@crm/shared/contracts/workflow';
import type { AssigneeRule } from '@crm/shared/contracts/workflow-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { useRoleOptions } from '../api/assignee-options';
import { workflowNs } from '../locales/i18n';

/** Who decides a step, in words: a role by its name, a leader above the applicant, or a user by name. */
export function AssigneeLabel({ assignee, deciders }: { assignee: AssigneeRule; deciders: DefinitionDetail['deciders'] }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const canReadRoles = useAccess().hasPermission(['system:role:list']);
  const roles = useRoleOptions(canReadRoles && assignee.type === 'role');
  if (assignee.type === 'orgLeader') return <>{assignee.levelsUp === 0 ? t('chains.directLeader') : t('chains.leaderLabel', { levels: assignee.levelsUp })}</>;
  if (assignee.type === 'user') {
    const decider = deciders.find((user) => user.id === assignee.userId);
    return <>{decider ? t('chains.userLabel', { name: localizedName(lang, decider.name, decider.nameEn) }) : t('chains.userRemoved')}</>;
  }
  const role = roles.data?.find((r) => r.code === assignee.role);
  return <>{`${t('chains.role')}: ${role ? localizedName(lang, role.name, role.nameEn) : assignee.role}`}</>;
}

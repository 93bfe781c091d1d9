import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminPartnerUser } from '@cl/contracts';
import { useAddPartnerStaff } from '../api/add-partner-staff';
import { useReplacePartnerOwner } from '../api/replace-partner-owner';
import { useSetPartnerUserDisabled } from '../api/set-partner-user-disabled';
import { PartnerUserForm } from './partner-user-form';

interface PartnerUsersPanelProps {
  partnerId: number;
  users: AdminPartnerUser[];
}

/**
 * Issue 15: who signs in to the partner's portal. Staff can be added, disabled (signed out at
 * once) and enabled; the owner is never disabled, only replaced, so there is always one.
 */
export function PartnerUsersPanel({ partnerId, users }: PartnerUsersPanelProps) {
  const { t } = useTranslation('admin');
  const add = useAddPartnerStaff();
  const replace = useReplacePartnerOwner();
  const toggle = useSetPartnerUserDisabled();
  const title = t('onboarding.partner.users');

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mt: 3 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('onboarding.partner.usersIntro')}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('onboarding.partner.columns.name')}</TableCell>
            <TableCell>{t('onboarding.partner.columns.mobile')}</TableCell>
            <TableCell>{t('onboarding.partner.columns.role')}</TableCell>
            <TableCell>{t('onboarding.partner.columns.state')}</TableCell>
            <TableCell>{t('onboarding.partner.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('onboarding.partner.noUsers')}</TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.mobile ?? user.email ?? ''}</TableCell>
              <TableCell>{t(`onboarding.partner.roles.${user.role}`)}</TableCell>
              <TableCell>{t(`onboarding.partner.state.${user.disabled ? 'disabled' : 'active'}`)}</TableCell>
              <TableCell>
                {user.role === 'staff' && (
                  <Button
                    size="small"
                    disabled={toggle.isPending}
                    aria-label={`${t(user.disabled ? 'onboarding.partner.enable' : 'onboarding.partner.disable')} ${user.name}`}
                    onClick={() => {
                      toggle.mutate({ partnerId, userId: user.id, disabled: !user.disabled });
                    }}
                  >
                    {t(user.disabled ? 'onboarding.partner.enable' : 'onboarding.partner.disable')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <PartnerUserForm
          title={t('onboarding.partner.addStaff')}
          submitLabel={t('onboarding.partner.addStaff')}
          pending={add.isPending}
          onSave={(user, { done, failed }) => {
            add.mutate({ partnerId, user }, { onSuccess: done, onError: failed });
          }}
        />
        <PartnerUserForm
          title={t('onboarding.partner.replaceOwner')}
          hint={t('onboarding.partner.replaceOwnerHint')}
          submitLabel={t('onboarding.partner.replaceOwner')}
          pending={replace.isPending}
          onSave={(user, { done, failed }) => {
            replace.mutate({ partnerId, user }, { onSuccess: done, onError: failed });
          }}
        />
      </Stack>
    </Paper>
  );
}

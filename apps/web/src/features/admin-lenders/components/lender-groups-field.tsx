import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LenderDto } from '@cl/contracts';
import { useLenderGroups } from '../api/get-lender-groups';
import { useUpdateLender } from '../api/update-lender';
import { CreateLenderGroupDialog } from './create-lender-group-dialog';

const CREATE = 'create-group';
const selection = z.array(z.union([z.number(), z.literal(CREATE)]));

/** spec 2 commissions: the lender's groups, a multi-select saved at once, with 'Create Group'. */
export function LenderGroupsField({ lender }: { lender: LenderDto }) {
  const { t } = useTranslation('admin');
  const groups = useLenderGroups();
  const update = useUpdateLender();
  const [creating, setCreating] = useState(false);
  const names = new Map((groups.data ?? []).map((group) => [group.id, group.name]));
  const save = (ids: number[]) => {
    update.mutate({ lender_id: lender.lender_id, property: 'lender_group_ids', value: ids });
  };

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextField
        select
        fullWidth
        label={t('lenders.groups')}
        value={lender.lender_group_ids}
        disabled={update.isPending || groups.isPending}
        onChange={(event) => {
          const parsed = selection.safeParse(event.target.value);
          if (!parsed.success) return;
          if (parsed.data.includes(CREATE)) {
            setCreating(true);
            return;
          }
          save(parsed.data.filter((value) => value !== CREATE));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {selection
                  .catch([])
                  .parse(ids)
                  .map((id) => (
                    <Chip
                      key={id}
                      size="small"
                      label={typeof id === 'number' ? (names.get(id) ?? `#${id}`) : id}
                    />
                  ))}
              </Box>
            ),
          },
        }}
      >
        <MenuItem value={CREATE} divider>
          <AddIcon fontSize="small" sx={{ mr: 1 }} />
          {t('lenders.createGroup')}
        </MenuItem>
        {(groups.data ?? []).map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
      <CreateLenderGroupDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(groupId) => {
          save([...lender.lender_group_ids, groupId]);
        }}
      />
    </Box>
  );
}

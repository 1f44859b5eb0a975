import { Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFollowDoctor } from '../../api/follow-doctor';
import { customersNs } from '../../locales/i18n';

/** The star of spec 2.5: each click toggles whether the user follows the doctor. */
export function FollowStar({ doctorId, attention, disabled = false }: { doctorId: number; attention: boolean; disabled?: boolean }) {
  const { t } = useTranslation(customersNs);
  const follow = useFollowDoctor();
  const label = attention ? t('list.unfollow') : t('list.follow');
  return (
    <Tooltip title={disabled ? t('list.followNotAllowed') : label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={attention}
        disabled={disabled}
        loading={follow.isPending}
        className={attention ? 'doctor-star doctor-star--on' : 'doctor-star'}
        icon={attention ? <StarFilled /> : <StarOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          follow.mutate({ id: doctorId, attention: !attention });
        }}
      />
    </Tooltip>
  );
}

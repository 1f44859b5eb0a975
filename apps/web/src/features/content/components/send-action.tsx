import { Button, Tooltip } from 'antd';
import { SendOutlined } from '@ant-design/icons';

/**
 * The send button of an article, disabled with the reason when the caller may not send it. A disabled
 * button gets no pointer events, so the reason's tooltip is on the span around it.
 */
export function SendAction({ label, refusal, primary = false, onClick }: { label: string; refusal: string | null; primary?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={refusal}>
      <span className="content-send-action">
        <Button type={primary ? 'primary' : 'default'} size={primary ? 'middle' : 'small'} icon={<SendOutlined />} disabled={refusal !== null} onClick={onClick}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

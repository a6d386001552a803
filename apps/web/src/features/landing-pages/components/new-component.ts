import type { LandingComponent, LandingComponentType } from '@toufang/contracts';

/** A fresh id for a component or form field (lowercase letters and digits, as the schema wants). */
export const freshId = (prefix: string) =>
  `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 16);

/** What a component starts as when added: images and videos wait for their address. */
export function newComponent(type: LandingComponentType): LandingComponent {
  const id = freshId(type.slice(0, 1));
  switch (type) {
    case 'image':
      return { id, type, src: '', alt: '' };
    case 'video':
      return { id, type, src: '' };
    case 'text':
      return {
        id,
        type,
        text: '请输入文本',
        align: 'left',
        size: 16,
        color: '#333333',
        bold: false,
      };
    case 'download':
      return { id, type, label: '立即下载', color: '#1677ff' };
    case 'form':
      return {
        id,
        type,
        title: '预约领取礼包',
        fields: [
          { key: 'name', label: '姓名', kind: 'text', required: true },
          { key: 'phone', label: '手机号', kind: 'phone', required: true },
        ],
        submit_label: '立即预约',
      };
  }
}

import './extra-components.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import avatarSource from './avatar/avatar.tsx?raw';
import { AvatarPlayground } from './avatar/avatar-playground';
import { AvatarGroup } from './avatar/avatar-group';
import groupSource from './avatar/avatar-group.tsx?raw';
import { AvatarImages } from './avatar/avatar-images';
import imagesSource from './avatar/avatar-images.tsx?raw';
import { AvatarInitials } from './avatar/avatar-initials';
import initialsSource from './avatar/avatar-initials.tsx?raw';
import { AvatarSizes } from './avatar/avatar-sizes';
import sizesSource from './avatar/avatar-sizes.tsx?raw';
import { AvatarStatusDemo } from './avatar/avatar-status';
import statusSource from './avatar/avatar-status.tsx?raw';

export default function AvatarPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.avatar')}
      intro="A person as a picture, initials or an icon. Bootstrap has no avatar component, so this one is a few of its utilities (rounded-circle, bg-*-subtle, position helpers) in one component; every avatar is an image named after the person."
      library={{
        name: 'bootstrap',
        href: 'https://getbootstrap.com/docs/5.3/utilities/borders/#radius',
      }}
    >
      <Demo id="initials" title="Initials and icons" source={initialsSource}>
        <AvatarInitials />
      </Demo>
      <Demo id="images" title="Pictures and shapes" source={imagesSource}>
        <AvatarImages />
      </Demo>
      <Demo id="status" title="Status" source={statusSource}>
        <AvatarStatusDemo />
      </Demo>
      <Demo id="group" title="Group" source={groupSource}>
        <AvatarGroup />
      </Demo>
      <Demo id="sizes" title="Sizes" source={sizesSource}>
        <AvatarSizes />
      </Demo>
      <Demo
        id="component"
        title="The avatar component"
        description="Every demo above uses it (Show code). Try its props together here."
        source={avatarSource}
      >
        <AvatarPlayground />
      </Demo>
    </DemoPage>
  );
}

import { ProfileSettingsPage } from '../user-area/profile-settings-page';

export default ProfileSettingsPage;

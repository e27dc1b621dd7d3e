// Every softphone slot item in one lazily loaded module: one entry for the shell's boot chunk to list,
// not seven (each lazy entry adds its dependency list to the login page's JavaScript).
export { default as SoftphoneRoot } from './SoftphoneRoot';
export { default as PhonePanel } from './ui/PhonePanel';
export { default as PresenceSelect } from './ui/PresenceSelect';
export { default as DialerDropdown } from './ui/DialerDropdown';
export { default as AudioDevicesButton } from './audio/AudioDevicesButton';
export { default as SoundVolumesModal } from './audio/SoundVolumesModal';
export { default as CallBar } from './ui/CallBar';

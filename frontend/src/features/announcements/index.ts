export { AnnouncementsBell } from './components/announcements-bell';

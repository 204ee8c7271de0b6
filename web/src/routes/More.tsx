import * as Tabs from '@radix-ui/react-tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { MyReportsLink } from '../components/MyReportsLink';
import { ReportForm } from '../components/ReportForm';
import { ReportTab } from '../components/ReportTab';
import { defineMessages } from '../i18n/defineMessages';
import '../styles/people.css';

export const APP_VERSION = '1.0.0';

const messages = defineMessages({
  title: { id: 'more.title', defaultMessage: 'More' },
  settingsTab: { id: 'more.settingsTab', defaultMessage: 'Settings' },
  aboutTab: { id: 'more.aboutTab', defaultMessage: 'About' },
  helpTab: { id: 'more.helpTab', defaultMessage: 'Help' },
  reportTab: { id: 'more.reportTab', defaultMessage: 'Report' },
  settingsText: { id: 'more.settingsText', defaultMessage: 'Dark mode, your password, logging out and deleting your account.' },
  openSettings: { id: 'more.openSettings', defaultMessage: 'Open Settings' },
  aboutTitle: { id: 'more.aboutTitle', defaultMessage: 'About Glimpse' },
  version: { id: 'more.version', defaultMessage: 'Version <version></version>' },
  aboutText: { id: 'more.aboutText', defaultMessage: 'Glimpse is a place to share photos and videos with the people you care about.' },
  featureSharing: { id: 'more.featureSharing', defaultMessage: 'Share photos and videos with captions, locations and hashtags' },
  featureStories: { id: 'more.featureStories', defaultMessage: 'Stories that disappear after 24 hours' },
  featureFollowing: { id: 'more.featureFollowing', defaultMessage: 'Follow people and see their posts in your feed' },
  featureLikes: { id: 'more.featureLikes', defaultMessage: 'Like, comment on and save posts' },
  featureSearch: { id: 'more.featureSearch', defaultMessage: 'Search for people, posts and places' },
  featureMessages: { id: 'more.featureMessages', defaultMessage: 'Private direct messages' },
  featureApp: { id: 'more.featureApp', defaultMessage: 'Dark mode and an installable app' },
  postingTitle: { id: 'more.postingTitle', defaultMessage: 'Posting' },
  postingText: {
    id: 'more.postingText',
    defaultMessage:
      'Tap Upload in the bottom bar, choose a photo or a video, then pick Post or Story. Add a caption and, for posts, a location, and tap Share. Stories take photos only and disappear after 24 hours.',
  },
  followingTitle: { id: 'more.followingTitle', defaultMessage: 'Following' },
  followingText: {
    id: 'more.followingText',
    defaultMessage:
      "Open someone's profile and tap Follow. Their posts then appear in your feed. Tap Following to unfollow. Your followers and the people you follow are listed from the counts on your profile.",
  },
  messagingTitle: { id: 'more.messagingTitle', defaultMessage: 'Messaging' },
  messagingText: {
    id: 'more.messagingText',
    defaultMessage:
      "Open Messages from the header or the bottom bar and start a new message, or tap Message on someone's profile. Only the two of you can read a conversation.",
  },
  hashtagsTitle: { id: 'more.hashtagsTitle', defaultMessage: 'Hashtags' },
  hashtagsText: { id: 'more.hashtagsText', defaultMessage: 'Write #something in a caption to add a hashtag. Tap a hashtag to see every post that uses it.' },
  mascotTitle: { id: 'more.mascotTitle', defaultMessage: 'The mascot' },
  mascotText: {
    id: 'more.mascotText',
    defaultMessage:
      "Glimpse's mascot is an automatic account with a 'mascot' badge and an animated face. It comments on new posts to say hello; it is not a person.",
  },
  safetyTitle: { id: 'more.safetyTitle', defaultMessage: 'Privacy and safety' },
  safetyText: {
    id: 'more.safetyText',
    defaultMessage:
      "You must be 18 or older to use Glimpse. Your email and date of birth are never shown to other people, and deleting your account erases your data. Moderators ('admin' badge) review reports, and can remove posts and time out or ban accounts that break the rules. Use the Report tab to tell us about a problem.",
  },
});

const FEATURES = [
  messages.featureSharing,
  messages.featureStories,
  messages.featureFollowing,
  messages.featureLikes,
  messages.featureSearch,
  messages.featureMessages,
  messages.featureApp,
];

const HELP = [
  { title: messages.postingTitle, text: messages.postingText },
  { title: messages.followingTitle, text: messages.followingText },
  { title: messages.messagingTitle, text: messages.messagingText },
  { title: messages.hashtagsTitle, text: messages.hashtagsText },
  { title: messages.mascotTitle, text: messages.mascotText },
  { title: messages.safetyTitle, text: messages.safetyText },
];

/** /more: settings link, about, help and reporting, as tabs. */
export function MorePage() {
  const { formatMessage: t } = useIntl();
  return (
    <AppLayout>
      <div className="page more" data-testid="more">
        <header className="page-header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        <Tabs.Root defaultValue="settings">
          <Tabs.List className="tabs__list" aria-label={t(messages.title)}>
            <Tabs.Trigger value="settings" className="tabs__trigger">
              {t(messages.settingsTab)}
            </Tabs.Trigger>
            <Tabs.Trigger value="about" className="tabs__trigger">
              {t(messages.aboutTab)}
            </Tabs.Trigger>
            <Tabs.Trigger value="help" className="tabs__trigger">
              {t(messages.helpTab)}
            </Tabs.Trigger>
            <Tabs.Trigger value="report" className="tabs__trigger">
              {t(messages.reportTab)}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="settings" className="more__panel">
            <section className="more__section">
              <h2 className="more__heading">{t(messages.settingsTab)}</h2>
              <p>{t(messages.settingsText)}</p>
              <Link to="/settings" className="button button--primary">
                {t(messages.openSettings)}
              </Link>
            </section>
          </Tabs.Content>
          <Tabs.Content value="about" className="more__panel">
            <section className="more__section">
              <h2 className="more__heading">{t(messages.aboutTitle)}</h2>
              <p>
                {t(messages.version, {
                  version: () => (
                    <span key="version" data-testid="app-version">
                      {APP_VERSION}
                    </span>
                  ),
                })}
              </p>
              <p>{t(messages.aboutText)}</p>
              <ul className="more__list">
                {FEATURES.map((feature) => (
                  <li key={feature.id}>{t(feature)}</li>
                ))}
              </ul>
            </section>
          </Tabs.Content>
          <Tabs.Content value="help" className="more__panel">
            {HELP.map(({ title, text }) => (
              <section key={title.id} className="more__section">
                <h2 className="more__heading">{t(title)}</h2>
                <p>{t(text)}</p>
              </section>
            ))}
          </Tabs.Content>
          <Tabs.Content value="report" className="more__panel">
            <ReportTab />
            <MyReportsLink />
            <ReportForm guidelines={false} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AppLayout>
  );
}

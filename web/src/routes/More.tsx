import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { MyReportsLink } from '../components/MyReportsLink';
import { ReportForm } from '../components/ReportForm';
import { ReportTab } from '../components/ReportTab';
import '../styles/people.css';

export const APP_VERSION = '1.0.0';

const FEATURES = [
  'Share photos and videos with captions, locations and hashtags',
  'Stories that disappear after 24 hours',
  'Follow people and see their posts in your feed',
  'Like, comment on and save posts',
  'Search for people, posts and places',
  'Private direct messages',
  'Dark mode and an installable app',
];

const HELP = [
  {
    title: 'Posting',
    text: 'Tap Upload in the bottom bar, choose a photo or a video, then pick Post or Story. Add a caption and, for posts, a location, and tap Share. Stories take photos only and disappear after 24 hours.',
  },
  {
    title: 'Following',
    text: "Open someone's profile and tap Follow. Their posts then appear in your feed. Tap Following to unfollow. Your followers and the people you follow are listed from the counts on your profile.",
  },
  {
    title: 'Messaging',
    text: "Open Messages from the header or the bottom bar and start a new message, or tap Message on someone's profile. Only the two of you can read a conversation.",
  },
  {
    title: 'Hashtags',
    text: 'Write #something in a caption to add a hashtag. Tap a hashtag to see every post that uses it.',
  },
  {
    title: 'The mascot',
    text: "Glimpse's mascot is an automatic account with a 'mascot' badge and an animated face. It comments on new posts to say hello; it is not a person.",
  },
  {
    title: 'Privacy and safety',
    text: "You must be 18 or older to use Glimpse. Your email and date of birth are never shown to other people, and deleting your account erases your data. Moderators ('admin' badge) review reports, and can remove posts and time out or ban accounts that break the rules. Use the Report tab to tell us about a problem.",
  },
];

/** /more: settings link, about, help and reporting, as tabs. */
export function MorePage() {
  return (
    <AppLayout>
      <div className="page more" data-testid="more">
        <header className="page-header">
          <h1 className="page-header__title">More</h1>
        </header>
        <Tabs.Root defaultValue="settings">
          <Tabs.List className="tabs__list" aria-label="More">
            <Tabs.Trigger value="settings" className="tabs__trigger">
              Settings
            </Tabs.Trigger>
            <Tabs.Trigger value="about" className="tabs__trigger">
              About
            </Tabs.Trigger>
            <Tabs.Trigger value="help" className="tabs__trigger">
              Help
            </Tabs.Trigger>
            <Tabs.Trigger value="report" className="tabs__trigger">
              Report
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="settings" className="more__panel">
            <section className="more__section">
              <h2 className="more__heading">Settings</h2>
              <p>Dark mode, your password, logging out and deleting your account.</p>
              <Link to="/settings" className="button button--primary">
                Open Settings
              </Link>
            </section>
          </Tabs.Content>
          <Tabs.Content value="about" className="more__panel">
            <section className="more__section">
              <h2 className="more__heading">About Glimpse</h2>
              <p>
                Version <span data-testid="app-version">{APP_VERSION}</span>
              </p>
              <p>Glimpse is a place to share photos and videos with the people you care about.</p>
              <ul className="more__list">
                {FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          </Tabs.Content>
          <Tabs.Content value="help" className="more__panel">
            {HELP.map(({ title, text }) => (
              <section key={title} className="more__section">
                <h2 className="more__heading">{title}</h2>
                <p>{text}</p>
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

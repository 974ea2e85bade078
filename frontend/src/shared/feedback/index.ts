export { type Feedback, FeedbackProvider, preloadFeedback, useFeedback } from './feedback-provider';

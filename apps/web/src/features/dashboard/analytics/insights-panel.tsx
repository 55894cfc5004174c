import type { TShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import { formatDollars } from '../../../components/back-office/orders/order-format';
import { OpportunityCard, PriorityBadge } from '../../../components/back-office/analytics/opportunity-card';

const predictionNames = { revenue: 'Revenue', orders: 'Orders' } as const;

/**
 * The Insights tab's lists (spec 03 section 2 item 3): High-Priority Opportunities (first 5),
 * Performance Predictions (saying why when the history is too short), Business Recommendations and
 * Quick Insights.
 */
export function InsightsPanel({ insights }: { insights: TShowroomInsightsResponse }) {
  const money = (metric: 'revenue' | 'orders', value: number) =>
    metric === 'revenue' ? formatDollars(value) : value.toLocaleString('en-US');
  return (
    <div className="space-y-6">
      <section aria-labelledby="opportunities-heading">
        <h4 id="opportunities-heading" className="mb-2 font-semibold text-stone-900">
          High-Priority Opportunities
        </h4>
        {insights.opportunities.length === 0 ? (
          <p className="text-sm text-stone-700">No Immediate Opportunities</p>
        ) : (
          <>
            {insights.opportunitiesTotal > insights.opportunities.length ? (
              <p className="mb-2 text-sm text-stone-700">
                The {insights.opportunities.length} most promising of{' '}
                {insights.opportunitiesTotal.toLocaleString('en-US')} open opportunities.
              </p>
            ) : null}
            <ul className="space-y-3">
              {insights.opportunities.map((opportunity) => (
                <OpportunityCard key={opportunity.id} opportunity={opportunity} />
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="predictions-heading">
        <h4 id="predictions-heading" className="mb-2 font-semibold text-stone-900">
          Performance Predictions
        </h4>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {insights.predictions.map((prediction) => (
            <li key={prediction.metric} className="rounded-lg border border-stone-200 bg-white p-4">
              <h5 className="font-medium text-stone-900">
                Next period: {predictionNames[prediction.metric]}
              </h5>
              {/* Without a prediction, basedOn is the sentence saying why (once, not echoed here). */}
              {prediction.prediction ? (
                <>
                  <p className="mt-1 text-2xl font-bold text-stone-900">
                    {money(prediction.metric, prediction.prediction.likely)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {money(prediction.metric, prediction.prediction.min)} to{' '}
                    {money(prediction.metric, prediction.prediction.max)}
                    {prediction.confidence === null ? '' : ` (${prediction.confidence}% confidence)`}
                  </p>
                </>
              ) : null}
              <p className="mt-1 text-sm text-stone-700">{prediction.basedOn}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recommendations-heading">
        <h4 id="recommendations-heading" className="mb-2 font-semibold text-stone-900">
          Business Recommendations
        </h4>
        {insights.recommendations.length === 0 ? (
          <p className="text-sm text-stone-700">No recommendations for this period.</p>
        ) : (
          <ul className="space-y-3">
            {insights.recommendations.map((recommendation) => (
              <li key={recommendation.title} className="rounded-lg border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h5 className="font-semibold text-stone-900">{recommendation.title}</h5>
                  <PriorityBadge priority={recommendation.priority} />
                </div>
                <p className="mt-1 text-sm text-stone-800">{recommendation.message}</p>
                <p className="mt-1 text-sm text-stone-900">{recommendation.suggestion}</p>
                <p className="mt-1 text-sm text-stone-700">{recommendation.potentialImpact}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {insights.insights.length > 0 ? (
        <section aria-labelledby="quick-insights-heading">
          <h4 id="quick-insights-heading" className="mb-2 font-semibold text-stone-900">
            Quick Insights
          </h4>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {insights.insights.map((insight) => (
              <div key={insight.title} className="rounded-lg border border-stone-200 bg-white p-4">
                <dt className="text-sm font-medium text-stone-700">{insight.title}</dt>
                <dd className="mt-1 text-xl font-bold text-stone-900">{insight.value}</dd>
                <dd className="text-sm text-stone-700">{insight.context}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

#include "app/session.h"

#include "engine/bots.h"
#include "engine/json.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace quantum {

Session::Session(BoardPtr board, const QList<Seat> &seats, quint64 seed, QObject *parent)
    : QObject(parent), m_dice(seed)
{
    m_state = newGame(std::move(board), m_dice, &m_events);
    init(seats);
}

Session::Session(const GameState &state, quint64 rngState, const QList<Seat> &seats,
                 QObject *parent)
    : QObject(parent), m_state(state), m_dice(0)
{
    m_dice.rng().setState(rngState);
    init(seats);
}

Session::~Session()
{
    ++m_generation;
    m_watcher.waitForFinished();
}

void Session::init(const QList<Seat> &seats)
{
    m_seats = seats;
    while (m_seats.size() < m_state.players)
        m_seats.append(Seat{tr("Player %1").arg(m_seats.size() + 1), Seat::Kind::Human});
    while (m_seats.size() > m_state.players)
        m_seats.removeLast();
    for (int i = 0; i < m_state.players; ++i)
        m_bots.push_back(m_seats[i].isComputer() ? makeBot(QStringLiteral("greedy"), 1000 + i)
                                                 : nullptr);
    legalActions(m_state, m_legal);
    connect(&m_watcher, &QFutureWatcher<Action>::finished, this, &Session::computerChose);
    recordStats();
}

QString Session::playerName(int player) const
{
    if (player < 0 || player >= m_seats.size()) return tr("Nobody");
    return m_seats[player].name;
}

bool Session::humanToAct() const
{
    const int who = toAct();
    return who >= 0 && !m_seats[who].isComputer();
}

int Session::humanCount() const
{
    int n = 0;
    for (const Seat &s : m_seats)
        n += !s.isComputer();
    return n;
}

bool Session::submit(const Action &action)
{
    if (!humanToAct() || action.player != toAct()) return false;
    const Action *legal = findLegal(m_legal, action);
    if (!legal) return false;
    applyAction(*legal);
    return true;
}

void Session::applyAction(const Action &action)
{
    const GameState before = m_state;
    const quint64 rngBefore = rngState();
    const size_t eventsBefore = m_events.size();
    const int actor = toAct();

    Events events;
    apply(m_state, action, m_dice, &events);
    m_events.insert(m_events.end(), events.begin(), events.end());

    // Undo within a turn: only while no die was rolled (the generator did not move), no card
    // was revealed (the market did not change) and the same player keeps deciding.
    if (rngState() == rngBefore && m_state.market == before.market && toAct() == actor &&
        m_state.turn == before.turn && !m_seats[actor].isComputer() &&
        m_state.phase != Phase::GameOver)
        m_undo.append(UndoStep{before, rngBefore, eventsBefore});
    else
        m_undo.clear();

    legalActions(m_state, m_legal);
    for (const Event &e : events)
        if (e.type == EventType::TurnEnded || e.type == EventType::GameWon) recordStats();
    ++m_generation;
    emit applied(action, events);
    emit changed();
    if (m_state.phase == Phase::GameOver) {
        emit gameOver(m_state.winner);
        return;
    }
    scheduleComputer();
}

bool Session::canUndo() const
{
    return !m_undo.isEmpty() && humanToAct();
}

bool Session::undo()
{
    if (!canUndo()) return false;
    const UndoStep step = m_undo.takeLast();
    m_state = step.state;
    m_dice.rng().setState(step.rng);
    m_events.resize(step.events);
    legalActions(m_state, m_legal);
    ++m_generation;
    emit historyReset();
    emit changed();
    return true;
}

void Session::start()
{
    m_started = true;
    scheduleComputer();
}

void Session::setPaused(bool paused)
{
    m_paused = paused;
    if (!paused) scheduleComputer();
}

void Session::scheduleComputer()
{
    if (!m_started || m_paused || m_thinking || isOver()) return;
    const int who = toAct();
    if (who < 0 || !m_seats[who].isComputer() || m_legal.empty()) return;
    m_thinking = true;
    m_jobGeneration = m_generation;
    Bot *bot = m_bots[who].get();
    const GameState state = m_state;
    const std::vector<Action> legal = m_legal;
    m_watcher.setFuture(
        QtConcurrent::run([bot, state, legal] { return bot->choose(state, legal); }));
}

void Session::computerChose()
{
    const Action chosen = m_watcher.result();
    const quint64 generation = m_jobGeneration; // the position the bot looked at
    // Keep a readable pace: the step is shown `m_pace` ms after the previous one.
    QTimer::singleShot(m_pace, this, [this, chosen, generation] {
        m_thinking = false;
        if (generation != m_generation || m_paused || isOver()) return scheduleComputer();
        const int who = toAct();
        if (who < 0 || !m_seats[who].isComputer()) return;
        if (const Action *legal = findLegal(m_legal, chosen))
            applyAction(*legal);
        else
            scheduleComputer();
    });
}

void Session::recordStats()
{
    TurnStats stats;
    stats.turn = m_state.turn;
    for (int i = 0; i < m_state.players; ++i) {
        stats.cubes[i] = m_state.p[i].cubesPlaced;
        stats.dominance[i] = m_state.p[i].dominance;
        stats.research[i] = m_state.p[i].research;
    }
    m_history.append(stats);
}

void Session::playAheadTo(int turn, int maxSteps)
{
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < m_state.players; ++i)
        bots.push_back(makeBot(QStringLiteral("greedy"), 77 + i));
    for (int step = 0; step < maxSteps && !isOver(); ++step) {
        if (m_state.turn >= turn && m_state.phase == Phase::Actions && !m_state.front() &&
            (humanToAct() || humanCount() == 0))
            break;
        const Action a = bots[toAct()]->choose(m_state, m_legal);
        Events events;
        apply(m_state, a, m_dice, &events);
        m_events.insert(m_events.end(), events.begin(), events.end());
        for (const Event &e : events)
            if (e.type == EventType::TurnEnded || e.type == EventType::GameWon) recordStats();
        legalActions(m_state, m_legal);
    }
    m_undo.clear();
    ++m_generation;
    emit historyReset();
    emit changed();
}

QByteArray Session::saveBytes() const
{
    const QByteArray engine =
        saveToBytes(m_state, rngState(), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    // The seats are the app's own field; readers that do not know it ignore it.
    QJsonObject root = QJsonDocument::fromJson(engine).object();
    QJsonArray seats;
    for (const Seat &s : m_seats)
        seats.append(QJsonObject{{QStringLiteral("name"), s.name},
                                 {QStringLiteral("computer"), s.isComputer()}});
    root.insert(QStringLiteral("seats"), seats);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace quantum

namespace quantum {

Session *Session::fromSaveBytes(const QByteArray &bytes, QString *error)
{
    ReadStatus status;
    const SaveGame save = saveFromBytes(bytes, status);
    if (!status.ok()) {
        if (error) *error = status.message;
        return nullptr;
    }
    QList<Seat> seats;
    const QJsonArray array =
        QJsonDocument::fromJson(bytes).object().value(QStringLiteral("seats")).toArray();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        seats.append(Seat{o.value(QStringLiteral("name")).toString(),
                          o.value(QStringLiteral("computer")).toBool() ? Seat::Kind::Computer
                                                                       : Seat::Kind::Human});
    }
    return new Session(save.state, save.rngState, seats);
}

} // namespace quantum

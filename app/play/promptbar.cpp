// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/promptbar.h"

#include "app/common/flowlayout.h"

#include <QColor>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace quantum {

namespace {
constexpr int kMargin = 12;
constexpr int kSpacing = 6;
// A list as wide as its longest entry, within the row.
void fitListWidth(QComboBox *combo)
{
    int widest = 0;
    for (int i = 0; i < combo->count(); ++i)
        widest = qMax(widest, combo->fontMetrics().horizontalAdvance(combo->itemText(i)));
    combo->setMaximumWidth(widest + 60);
}
QComboBox *newList()
{
    auto *combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(16);
    combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return combo;
}
} // namespace

PromptBar::PromptBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("promptBar"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(
        QStringLiteral("#promptBar { background: #1b2130; border-top: 1px solid #343d52; }"));
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, 8, kMargin, 8);
    layout->setSpacing(kSpacing);
    m_question = new QLabel;
    m_question->setWordWrap(true);
    m_question->setStyleSheet(QStringLiteral("font-size: 12pt; font-weight: 600;"));
    m_question->setObjectName(QStringLiteral("promptQuestion"));
    // An indeterminate bar: it moves by itself while someone thinks.
    m_busy = new QProgressBar;
    m_busy->setObjectName(QStringLiteral("thinkingIndicator"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setFixedSize(72, 8);
    m_busy->setAccessibleName(tr("Thinking"));
    m_busy->hide();
    m_hint = new QPushButton;
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_hint->setFocusPolicy(Qt::TabFocus);
    m_hint->setAutoDefault(false);
    m_hint->hide();
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(10);
    top->addWidget(m_question, 1);
    top->addWidget(m_busy, 0, Qt::AlignVCenter);
    top->addWidget(m_hint, 0, Qt::AlignTop);
    // The detail keeps kDetailLines lines whatever it says (a hint, the odds, a refusal come
    // and go): a longer one scrolls inside them rather than pushing the board up.
    m_detail = new QLabel;
    m_detail->setObjectName(QStringLiteral("promptDetail"));
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setStyleSheet(QStringLiteral("color: #aab3c5; background: transparent;"));
    m_detailArea = new QScrollArea;
    m_detailArea->setObjectName(QStringLiteral("promptDetailArea"));
    m_detailArea->setWidget(m_detail);
    m_detailArea->setWidgetResizable(true);
    m_detailArea->setFrameShape(QFrame::NoFrame);
    m_detailArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_detailArea->setFocusPolicy(Qt::NoFocus);
    m_detailArea->setStyleSheet(QStringLiteral("QScrollArea { background: transparent; }"));
    m_detailArea->viewport()->setAutoFillBackground(false);
    layout->addLayout(top);
    layout->addWidget(m_detailArea);
    m_flow = new FlowLayout(nullptr, kSpacing);
    layout->addLayout(m_flow);
    layout->addStretch(1);
    m_list = newList();
    m_list->setAccessibleName(tr("More answers"));
    m_choose = new QPushButton(tr("Choose"));
    connect(m_choose, &QPushButton::clicked, this, [this] {
        const int i = m_list->currentIndex();
        if (i >= 0 && i < m_listed.size()) m_answers[m_listed[i]].button->click();
    });
    // An answer pointed at or chosen in the list is as if the pointer were on its button:
    // whatever the page shows for that button (its places on the board) follows.
    const auto point = [this](int i) {
        QPushButton *next = i >= 0 && i < m_listed.size() ? m_answers[m_listed[i]].button
                                                            : nullptr;
        if (next == m_pointed) return;
        if (m_pointed) {
            QEvent leave(QEvent::Leave);
            QCoreApplication::sendEvent(m_pointed, &leave);
        }
        m_pointed = next;
        if (m_pointed) {
            QEvent enter(QEvent::Enter);
            QCoreApplication::sendEvent(m_pointed, &enter);
        }
    };
    connect(m_list, &QComboBox::highlighted, this, point);
    connect(m_list, &QComboBox::currentIndexChanged, this, point);
    m_flow->insertWidget(-1, m_list);
    m_flow->insertWidget(-1, m_choose);
    m_list->hide();
    m_choose->hide();
    m_hint->setText(tr("Hint (H)"));
    m_hint->setToolTip(tr("What the computer would do here: shown on the board, never played "
                          "for you."));
    updateHeight();
}

void PromptBar::setBusy(bool busy)
{
    m_busy->setVisible(busy);
}

bool PromptBar::isBusy() const
{
    return !m_busy->isHidden();
}

void PromptBar::setHintOffered(bool offered)
{
    m_hint->setVisible(offered);
}

void setHintedLook(QPushButton *button, bool hinted)
{
    if (!button || button->property("hinted").toBool() == hinted) return;
    button->setProperty("hinted", hinted);
    if (hinted) {
        button->setProperty("unhintedStyle", button->styleSheet());
        button->setProperty("unhintedTip", button->toolTip());
        button->setStyleSheet(button->styleSheet() +
                              QStringLiteral("QPushButton { border: 2px solid #ffd75e; "
                                             "border-radius: 3px; padding: 3px 10px; }"));
        button->setToolTip(PromptBar::tr("The Hint suggests this answer."));
    } else {
        button->setStyleSheet(button->property("unhintedStyle").toString());
        button->setToolTip(button->property("unhintedTip").toString());
    }
}

void PromptBar::markHinted(QPushButton *button)
{
    if (!button || isHinted(button)) return;
    setHintedLook(button, true);
    arrange(); // it stays a button, out of the list of more answers
}

bool PromptBar::isHinted(const QPushButton *button)
{
    return button && button->property("hinted").toBool();
}

void PromptBar::setQuestion(const QString &text, const QString &detail)
{
    m_question->setText(text);
    if (detail != m_detail->text()) {
        m_detail->setText(detail);
        m_detailArea->verticalScrollBar()->setValue(0); // a new detail is read from its start
    }
    updateHeight();
}

QString PromptBar::detail() const
{
    return m_detail->text();
}

bool PromptBar::detailFits() const
{
    m_detail->ensurePolished();
    return m_detail->heightForWidth(qMax(1, m_detailArea->width())) <= m_detailArea->height();
}

void PromptBar::clearButtons()
{
    auto drop = [](QWidget *w) {
        // Later: the button being clicked may be among them (it is still emitting).
        w->setProperty("removed", true);
        w->hide();
        w->deleteLater();
    };
    for (const Answer &a : std::as_const(m_answers)) {
        m_flow->removeWidget(a.button);
        drop(a.button);
    }
    for (QWidget *w : std::as_const(m_extra)) {
        m_flow->removeWidget(w);
        drop(w);
    }
    m_answers.clear();
    m_extra.clear();
    arrange();
}

void PromptBar::addToFlow(QWidget *widget)
{
    m_flow->insertWidget(-1, widget);
    widget->show();
}

QPushButton *PromptBar::addButton(const QString &text, std::function<void()> onClick, bool primary)
{
    auto *button = new QPushButton(text);
    button->setAutoDefault(true); // Enter on a focused answer chooses it
    if (primary) {
        button->setDefault(true);
        button->setStyleSheet(
            QStringLiteral("QPushButton { background: #2f6fb0; font-weight: 600; }"
                           "QPushButton:focus { border: 2px solid #ffd75e; border-radius: 3px; }"));
    }
    connect(button, &QPushButton::clicked, this, [onClick] { onClick(); });
    m_answers.append({button, primary});
    addToFlow(button);
    arrange();
    return button;
}

void PromptBar::addChoice(const QStringList &texts, std::function<void(int)> onChoose,
                          const QString &buttonText, int current)
{
    QComboBox *combo = newList();
    combo->addItems(texts);
    if (current >= 0 && current < texts.size()) {
        combo->setCurrentIndex(current);
        combo->setItemData(current, QColor(0xff, 0xd7, 0x5e), Qt::ForegroundRole);
    }
    fitListWidth(combo);
    auto *button = new QPushButton(buttonText);
    connect(button, &QPushButton::clicked, this,
            [combo, onChoose] { onChoose(combo->currentIndex()); });
    m_extra.append(combo);
    m_extra.append(button);
    addToFlow(combo);
    addToFlow(button);
    arrange();
}

QList<QPushButton *> PromptBar::buttons() const
{
    QList<QPushButton *> out;
    if (!m_listed.isEmpty()) out.append(m_choose);
    for (int i = 0; i < m_answers.size(); ++i)
        if (!m_listed.contains(i)) out.append(m_answers[i].button);
    for (QWidget *w : m_extra)
        if (auto *b = qobject_cast<QPushButton *>(w)) out.append(b);
    return out;
}

QPushButton *PromptBar::primaryButton() const
{
    for (const Answer &a : m_answers)
        if (a.primary) return a.button;
    return nullptr;
}

QStringList PromptBar::listedAnswers() const
{
    QStringList out;
    for (int i : m_listed)
        out.append(m_answers[i].button->text());
    return out;
}

void PromptBar::arrange()
{
    const int width = this->width() - 2 * kMargin;
    QList<int> listed;
    if (width > 0 && isVisible()) {
        const QSize listSize(qMin(width, m_list->sizeHint().width()), m_list->sizeHint().height());
        auto sizes = [&] {
            QList<QSize> out;
            if (!listed.isEmpty()) out << listSize << m_choose->sizeHint();
            for (int i = 0; i < m_answers.size(); ++i)
                if (!listed.contains(i)) out << m_answers[i].button->sizeHint();
            for (QWidget *w : std::as_const(m_extra)) {
                const QSize s = w->sizeHint();
                out << (qobject_cast<QComboBox *>(w) ? QSize(qMin(width, s.width()), s.height())
                                                     : s);
            }
            return out;
        };
        auto fits = [&] {
            const QList<QSize> s = sizes();
            return FlowLayout::rowsFor(s, width, kSpacing) <= kReservedRows &&
                   std::all_of(s.begin(), s.end(), [width](QSize z) { return z.width() <= width; });
        };
        // The widest answers go into the list first; the list holds two at least.
        while (!fits() || listed.size() == 1) {
            int widest = -1;
            for (int i = 0; i < m_answers.size(); ++i)
                // The default answer and the Hint's stay buttons.
                if (!m_answers[i].primary && !isHinted(m_answers[i].button) &&
                    !listed.contains(i) &&
                    (widest < 0 || m_answers[i].button->sizeHint().width() >
                                       m_answers[widest].button->sizeHint().width()))
                    widest = i;
            if (widest < 0) break;
            listed.append(widest);
        }
        if (listed.size() == 1) listed.clear();
        std::sort(listed.begin(), listed.end());
    }
    if (listed != m_listed) {
        m_listed = listed;
        m_list->clear();
        for (int i : std::as_const(m_listed))
            m_list->addItem(m_answers[i].button->text());
        fitListWidth(m_list);
    }
    for (int i = 0; i < m_answers.size(); ++i)
        m_answers[i].button->setVisible(!m_listed.contains(i));
    m_list->setVisible(!m_listed.isEmpty());
    m_choose->setVisible(!m_listed.isEmpty());
    updateHeight();
}

int PromptBar::reservedHeight() const
{
    m_question->ensurePolished();
    m_detail->ensurePolished();
    const int row = qMax(m_choose->sizeHint().height(), m_list->sizeHint().height());
    // The question's row holds the Hint button too, shown or not: the height stays.
    const int top = qMax(m_question->fontMetrics().lineSpacing(), m_hint->sizeHint().height());
    return 8 + top + kSpacing + detailHeight() + kSpacing + kReservedRows * row +
           (kReservedRows - 1) * kSpacing + 8 + 2;
}

int PromptBar::detailHeight() const
{
    return kDetailLines * m_detail->fontMetrics().lineSpacing() + 2;
}

void PromptBar::updateHeight()
{
    m_detail->ensurePolished();
    m_detailArea->setFixedHeight(detailHeight());
    const int w = width();
    int h = qMax(reservedHeight(), layout()->heightForWidth(qMax(1, w)));
    if (w == m_heightForWidth) h = qMax(h, m_height);
    m_heightForWidth = w;
    if (h != m_height) {
        m_height = h;
        setFixedHeight(h);
        updateGeometry();
    }
}

QSize PromptBar::sizeHint() const
{
    return QSize(480, m_height);
}

QSize PromptBar::minimumSizeHint() const
{
    return QSize(200, m_height);
}

void PromptBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void PromptBar::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    arrange();
}

void PromptBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // (The style sheet set in the constructor sends one before the answers exist.)
    if (m_choose && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        arrange();
    if (event->type() == QEvent::LanguageChange && m_hint) {
        m_hint->setText(tr("Hint (H)"));
        m_hint->setToolTip(tr("What the computer would do here: shown on the board, never "
                              "played for you."));
    }
}

} // namespace quantum

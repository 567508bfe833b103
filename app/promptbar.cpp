#include "app/promptbar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum {

PromptBar::PromptBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("promptBar"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(
        QStringLiteral("#promptBar { background: #1b2130; border-top: 1px solid #343d52; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(6);
    m_question = new QLabel;
    m_question->setWordWrap(true);
    m_question->setStyleSheet(QStringLiteral("font-size: 12pt; font-weight: 600;"));
    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setStyleSheet(QStringLiteral("color: #aab3c5;"));
    layout->addWidget(m_question);
    layout->addWidget(m_detail);
    m_row = new QHBoxLayout;
    m_row->setSpacing(6);
    m_row->addStretch(1);
    layout->addLayout(m_row);
}

void PromptBar::setQuestion(const QString &text, const QString &detail)
{
    m_question->setText(text);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
}

void PromptBar::clearButtons()
{
    while (m_row->count() > 1) {
        QLayoutItem *item = m_row->takeAt(0);
        // Later: the button being clicked may be among them (it is still emitting).
        if (QWidget *w = item->widget()) {
            w->setProperty("removed", true);
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
}

QPushButton *PromptBar::addButton(const QString &text, std::function<void()> onClick, bool primary)
{
    auto *button = new QPushButton(text);
    if (primary) {
        button->setDefault(true);
        button->setStyleSheet(
            QStringLiteral("QPushButton { background: #2f6fb0; font-weight: 600; }"));
    }
    connect(button, &QPushButton::clicked, this, [onClick] { onClick(); });
    m_row->insertWidget(m_row->count() - 1, button);
    return button;
}

void PromptBar::addChoice(const QStringList &texts, std::function<void(int)> onChoose,
                          const QString &buttonText)
{
    auto *combo = new QComboBox;
    combo->addItems(texts);
    combo->setMinimumContentsLength(30);
    m_row->insertWidget(m_row->count() - 1, combo);
    auto *button = new QPushButton(buttonText);
    connect(button, &QPushButton::clicked, this,
            [combo, onChoose] { onChoose(combo->currentIndex()); });
    m_row->insertWidget(m_row->count() - 1, button);
}

QList<QPushButton *> PromptBar::buttons() const
{
    QList<QPushButton *> out;
    const QList<QPushButton *> all = findChildren<QPushButton *>();
    for (QPushButton *b : all)
        if (!b->property("removed").toBool()) out.append(b);
    return out;
}

} // namespace quantum
